// A multipart/form-data body for app.inject: text fields and files, as a browser's FormData sends them.

export type MultipartFile = { field: string; filename: string; contentType: string; data: Buffer };

export async function multipart(
  fields: Record<string, string>,
  files: MultipartFile[] = [],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    form.append(file.field, new Blob([new Uint8Array(file.data)], { type: file.contentType }), file.filename);
  }
  const response = new Response(form);
  const payload = Buffer.from(await response.arrayBuffer());
  return { payload, headers: { 'content-type': response.headers.get('content-type') ?? 'multipart/form-data' } };
}
