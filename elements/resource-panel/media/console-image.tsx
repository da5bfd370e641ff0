import '../../image-delivery/register.ts';
import { consoleImageSource } from '../../../lib/media/console-images.ts';

export interface ConsoleImageProps {
  /** An image record (lib/resources/image.ts), or a list row of one. */
  image: { [K in 'media_key' | 'alt' | 'width' | 'height']?: unknown };
  /** The box to reserve when it is not the image's own (a gallery tile's 4:3). */
  box?: { width: number; height: number };
  className?: string;
  loading?: 'lazy' | 'eager';
}

/** A gallery image shown inside the console: `image-delivery` from the console's own image source. */
export function ConsoleImage({ image, box, className, loading }: ConsoleImageProps) {
  const source = consoleImageSource();
  return (
    <image-delivery
      image-key={String(image.media_key)}
      alt={String(image.alt)}
      width={box?.width ?? Number(image.width)}
      height={box?.height ?? Number(image.height)}
      domain={source.domain}
      path={source.path}
      {...(className ? { className } : {})}
      {...(loading ? { loading } : {})}
    />
  );
}
