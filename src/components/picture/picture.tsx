import { useEffect, useRef, useState } from 'react';
import type { ResponsiveImage } from '../../content/images';
import { useImageTable } from './image-table';
import { pictureMarkup } from './picture-markup';

interface PictureProps {
  /** Image id: its path below src/assets/images, without extension. */
  id: string;
  alt: string;
  /** The `sizes` attribute: how wide the image is shown, so the browser picks the right file. */
  sizes: string;
  /** The largest image of the first view: loaded eagerly with high priority. Others load lazily. */
  priority?: boolean;
  /** Image id shown instead when this one fails to load. */
  fallbackId?: string;
  className?: string;
}

export function Picture({ id, alt, sizes, priority = false, fallbackId, className }: PictureProps) {
  const [failed, setFailed] = useState(false);
  const imgRef = useRef<HTMLImageElement>(null);
  const image: ResponsiveImage = useImageTable().get(failed && fallbackId ? fallbackId : id);

  // An image can fail before hydration attaches onError; catch that case too.
  useEffect(() => {
    const img = imgRef.current;
    if (img && img.complete && img.naturalWidth === 0 && fallbackId) setFailed(true);
  }, [fallbackId]);

  const { sources, img } = pictureMarkup(image, { alt, sizes, priority });
  return (
    <picture className={className}>
      {sources.map((source) => (
        <source key={source.type} {...source} />
      ))}
      <img ref={imgRef} {...img} onError={() => fallbackId && setFailed(true)} />
    </picture>
  );
}
