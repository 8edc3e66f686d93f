import { useAssetUrl } from '@platform/web/sdk';

const WIDTHS = [480, 960, 1600] as const;

/**
 * One of the client's photographs in AVIF or WebP at the width the screen
 * needs (480 mobile, 960 tablet, 1600 desktop). Decorative by default.
 */
export function ResponsivePhoto({
  name,
  sizes = '100vw',
  alt = '',
  className,
  priority = false,
}: {
  name: string;
  sizes?: string;
  alt?: string;
  className?: string;
  priority?: boolean;
}) {
  const asset = useAssetUrl();
  const srcSet = (format: string) => WIDTHS.map((width) => `${asset(`${name}-${width}.${format}`)} ${width}w`).join(', ');
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={srcSet('avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet('webp')} sizes={sizes} />
      <img
        src={asset(`${name}-960.webp`)}
        alt={alt}
        width="1600"
        height="900"
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
      />
    </picture>
  );
}
