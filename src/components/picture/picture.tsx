import { useEffect, useRef, useState } from 'react';
import type { ResponsiveImage } from '../../content/images';
import { useImageTable } from './image-table';

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

  return (
    <picture className={className}>
      <source type="image/avif" srcSet={image.sources.avif} sizes={sizes} />
      <source type="image/webp" srcSet={image.sources.webp} sizes={sizes} />
      <img
        ref={imgRef}
        src={image.img.src}
        width={image.img.w}
        height={image.img.h}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? 'sync' : 'async'}
        onError={() => fallbackId && setFailed(true)}
      />
    </picture>
  );
}
