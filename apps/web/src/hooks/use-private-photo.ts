import { useEffect, useState } from 'react';
import { getAuthToken } from '../lib/storage';

// Private photos (a seller's identity photos, a dispute's evidence) answer only to the people they
// belong to and admins (with the bearer token), never at a public address: each is fetched with the
// token and shown from a local object URL.

export type PhotoState = { status: 'loading' } | { status: 'ready'; url: string } | { status: 'failed' };

export function usePrivatePhoto(src: string): PhotoState {
  const [state, setState] = useState<PhotoState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    const token = getAuthToken();
    setState({ status: 'loading' });
    fetch(src, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        url = URL.createObjectURL(await response.blob());
        setState({ status: 'ready', url });
      })
      .catch((error: unknown) => {
        if (!(error instanceof DOMException && error.name === 'AbortError')) setState({ status: 'failed' });
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [src]);
  return state;
}
