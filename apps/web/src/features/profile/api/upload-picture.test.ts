import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/http';
import { NO_IMAGE_URL, pickImageUrl, uploadProfilePicture } from './upload-picture';

class FakeXhr {
  static last: FakeXhr;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  headers: Record<string, string> = {};
  method = '';
  url = '';
  body: unknown;
  status = 0;
  responseText = '';
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('pickImageUrl', () => {
  it('reads the names servers use, in order', () => {
    expect(pickImageUrl({ imageUrl: '/static/a.webp' })).toBe('/static/a.webp');
    expect(pickImageUrl({ image_url: 'b.png', url: 'c.png' })).toBe('b.png');
    expect(pickImageUrl({ location: 'd.png' })).toBe('d.png');
    expect(pickImageUrl({ path: 'static/e.png' })).toBe('static/e.png');
    expect(pickImageUrl({ imageUrl: '' })).toBeNull();
    expect(pickImageUrl(null)).toBeNull();
  });
});

describe('uploadProfilePicture', () => {
  it('posts the multipart field with the token and reports progress', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    localStorage.setItem('auth_token', 'tok');
    const progress: number[] = [];
    const done = uploadProfilePicture(new Blob(['x'], { type: 'image/png' }), (percent) => progress.push(percent));
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url, xhr.headers.Authorization]).toEqual(['POST', '/api/v1/profile-picture/upload', 'Bearer tok']);
    expect((xhr.body as FormData).get('profile_picture')).toBeInstanceOf(Blob);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
    xhr.answer(200, { imageUrl: '/static/profile_pictures/p.webp' });
    await expect(done).resolves.toBe('/static/profile_pictures/p.webp');
    expect(progress).toEqual([25, 100]);
  });

  it("turns an error answer into ApiError with the server's detail", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const done = uploadProfilePicture(new Blob(['x']), () => undefined);
    FakeXhr.last.answer(422, { detail: [{ loc: ['body', 'profile_picture'], msg: 'Please select a valid image.', type: 'custom' }] });
    await expect(done).rejects.toMatchObject({ status: 422, detail: 'Please select a valid image.' });
    await expect(done).rejects.toBeInstanceOf(ApiError);
  });

  it('says so when the answer has no picture address', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const done = uploadProfilePicture(new Blob(['x']), () => undefined);
    FakeXhr.last.answer(200, {});
    await expect(done).rejects.toThrow(NO_IMAGE_URL);
  });
});
