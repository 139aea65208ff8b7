import { useEffect, useState } from 'react';
import { ImageOff } from 'lucide-react';
import { getAuthToken } from '../../../lib/storage';

// A dispute's photo answers only to its parties and admins (a bearer token, never a public address),
// so it is fetched with the session and shown from a blob URL, released when it goes.

type State = { status: 'loading' } | { status: 'ready'; url: string } | { status: 'failed' };

export function DisputePhoto({ src, alt, failedText }: { src: string; alt: string; failedText: string }) {
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    const token = getAuthToken();
    fetch(src, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        url = URL.createObjectURL(await response.blob());
        setState({ status: 'ready', url });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [src]);

  const box =
    'flex aspect-square w-28 items-center justify-center overflow-hidden rounded-lg border border-gray-200 bg-gray-100 dark:border-gray-700 dark:bg-gray-800';
  if (state.status === 'ready') {
    return (
      <a href={state.url} target="_blank" rel="noreferrer" className={`${box} focus-visible:outline-2 focus-visible:outline-emerald-600`}>
        <img src={state.url} alt={alt} className="size-full object-cover" />
      </a>
    );
  }
  if (state.status === 'failed') {
    return (
      <span role="img" aria-label={failedText} className={`${box} text-gray-600 dark:text-gray-400`}>
        <ImageOff aria-hidden="true" className="size-6" />
      </span>
    );
  }
  return <span aria-busy="true" aria-label={alt} role="img" className={`${box} animate-pulse`} />;
}
