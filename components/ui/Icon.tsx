import { SPRITE_HREF, type IconName } from './iconNames';

type Props = {
  name: IconName;
  /** Width and height in CSS pixels. */
  size?: number;
  className?: string;
  /** Fills the shape with its stroke colour: a marked heart, a bell whose alert is on. */
  filled?: boolean;
  /**
   * For an icon that is the only sign of what it says (the 공식 매장 badge): read out as an image
   * of that name. Without it the icon is decoration beside its text or inside a labelled button,
   * and screen readers skip it.
   */
  label?: string;
};

/**
 * An icon of the app's sprite (public/icons/sprite.svg, scripts/icons/buildSprite.mjs): a few
 * attributes and one <use>, where lucide-react rendered every path of it on every page. Its stroke
 * comes from the `.icon` rule of styles/globals.css, so a component's class can recolour, fill or
 * thicken it.
 */
export function Icon({ name, size = 24, className, filled = false, label }: Props) {
  const classes = `icon${filled ? ' icon-filled' : ''}${className ? ` ${className}` : ''}`;
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg width={size} height={size} className={classes} {...a11y}>
      <use href={`${SPRITE_HREF}#${name}`} />
    </svg>
  );
}
