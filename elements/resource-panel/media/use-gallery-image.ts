import { useCallback, useEffect, useState } from 'react';
import { readGalleryImage, type GalleryImage } from '../../../lib/media/gallery-list.ts';

interface Known {
  id: number;
  image: GalleryImage | null;
  failed: boolean;
}

/**
 * The gallery image an image field's value names, read once per id; `remember` takes one just picked, so
 * it shows without asking the server again. `failed`: the id names no image the caller may see.
 */
export function useGalleryImage(id: number | null): {
  image: GalleryImage | null;
  failed: boolean;
  remember: (image: GalleryImage) => void;
} {
  const [known, setKnown] = useState<Known | null>(null);
  const remember = useCallback(
    (image: GalleryImage) => setKnown({ id: image.image_id, image, failed: false }),
    [],
  );
  useEffect(() => {
    if (id === null || known?.id === id) return;
    let live = true;
    readGalleryImage(id).then(
      (image) => {
        if (live) setKnown({ id, image, failed: false });
      },
      () => {
        if (live) setKnown({ id, image: null, failed: true });
      },
    );
    return () => {
      live = false;
    };
  }, [id, known]);
  const current = known !== null && known.id === id ? known : null;
  return { image: current?.image ?? null, failed: current?.failed ?? false, remember };
}
