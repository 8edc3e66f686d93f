import type { IconProps } from '@platform/web/sdk';
import sprite from '../../../assets/icons.svg?raw';

// The sprite travels inside the bundle and is put into the page once: <use> cannot
// reference a sprite on another origin (the asset CDN), and it saves a request.
let spriteMounted = false;
function mountSprite(): void {
  if (spriteMounted || typeof document === 'undefined') return;
  spriteMounted = true;
  const holder = document.createElement('div');
  holder.hidden = true;
  holder.setAttribute('aria-hidden', 'true');
  holder.innerHTML = sprite;
  document.body.prepend(holder);
}

/** One icon of the association's set; decorative unless given a title. */
export function DemoIcon({ name, title, className }: IconProps) {
  mountSprite();
  return (
    <svg
      className={`demo-icon ${className ?? ''}`}
      width="24"
      height="24"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      focusable="false"
    >
      <use href={`#icon-${name}`} />
    </svg>
  );
}
