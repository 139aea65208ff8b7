/** Who is looking, as the app's session knows it (passed in by the route: features do not import each other). */
export type Viewer = {
  status: 'loading' | 'signed-out' | 'signed-in';
  userId: string | null;
  isSeller: boolean;
};
