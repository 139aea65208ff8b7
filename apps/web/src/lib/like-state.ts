// The like toggle of a listing or a comment: what to show at once, before the server answers.

export type LikeState = { liked: boolean; likes: number };

/** The optimistic next state: flipped, and the count never below 0. */
export function toggleLike(state: LikeState): LikeState {
  return { liked: !state.liked, likes: Math.max(0, state.likes + (state.liked ? -1 : 1)) };
}

/** The server's answer wins when it has one; a count is never negative. */
export function settleLike(answer: { likes?: unknown; has_liked?: unknown }, wanted: LikeState): LikeState {
  const likes = typeof answer.likes === 'number' && Number.isFinite(answer.likes) ? Math.max(0, Math.trunc(answer.likes)) : wanted.likes;
  const liked = typeof answer.has_liked === 'boolean' ? answer.has_liked : wanted.liked;
  return { liked, likes };
}
