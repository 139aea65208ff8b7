import { useCallback, useEffect, useRef, useState } from 'react';
import type { PickedImage } from '../../../components/ui/image-picker';
import { downscaleImage } from '../../../lib/image-resize';
import { LISTING_MESSAGES } from '@dwa/shared/listings';
import { moveItem, selectImageFiles } from '../lib/pick-images';

export type ChosenImage = PickedImage & { file: File };

let nextId = 0;

function preview(owned: Set<string>, file: File): string {
  const url = URL.createObjectURL(file);
  owned.add(url);
  return url;
}

function release(owned: Set<string>, url: string | null): void {
  if (url && owned.delete(url)) URL.revokeObjectURL(url);
}

/**
 * Photos chosen for upload: image files only (checked by decoding them, not by their names), at most `room` of them (first ones win), each shrunk
 * in the background (see image-resize.ts); previews are object URLs, released when no longer shown.
 */
export function useImagePicker(room: number) {
  const [images, setImages] = useState<ChosenImage[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const urls = useRef(new Set<string>());
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    const owned = urls.current;
    return () => {
      alive.current = false;
      for (const url of owned) URL.revokeObjectURL(url);
      owned.clear();
    };
  }, []);

  const add = useCallback(
    (files: File[]) => {
      const { accepted, notice: message } = selectImageFiles(files, images.length, Math.max(0, room));
      setNotice(message);
      if (accepted.length === 0) return;
      const added: ChosenImage[] = accepted.map((file) => ({ id: `img-${++nextId}`, name: file.name, file, previewUrl: null, busy: true }));
      setImages((current) => [...current, ...added]);
      for (const item of added) {
        void downscaleImage(item.file).then((file) => {
          if (!alive.current) return;
          if (!file) {
            // Not a picture, whatever its name says (a text file renamed .jpg): no tile, and the reason.
            setNotice(`"${item.name}": ${LISTING_MESSAGES.imageType}`);
            setImages((current) => current.filter((image) => image.id !== item.id));
            return;
          }
          const url = preview(urls.current, file);
          setImages((current) => {
            if (!current.some((image) => image.id === item.id)) {
              release(urls.current, url);
              return current;
            }
            return current.map((image) => (image.id === item.id ? { ...image, file, previewUrl: url, busy: false } : image));
          });
        });
      }
    },
    [images.length, room],
  );

  const remove = useCallback((id: string) => {
    setNotice(null);
    setImages((current) => {
      release(urls.current, current.find((image) => image.id === id)?.previewUrl ?? null);
      return current.filter((image) => image.id !== id);
    });
  }, []);

  const move = useCallback((id: string, step: -1 | 1) => {
    setImages((current) =>
      moveItem(
        current,
        current.findIndex((image) => image.id === id),
        step,
      ),
    );
  }, []);

  const reset = useCallback(() => {
    setNotice(null);
    setImages((current) => {
      for (const image of current) release(urls.current, image.previewUrl);
      return [];
    });
  }, []);

  return {
    images,
    files: images.map((image) => image.file),
    busy: images.some((image) => image.busy),
    notice,
    add,
    remove,
    move,
    reset,
  };
}
