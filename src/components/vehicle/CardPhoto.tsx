import type { CardPicture } from '../../lib/photos/card-picture';

interface Props {
  picture: CardPicture;
  /** The width the card's picture takes on screen, per viewport (the `sizes` attribute). */
  sizes: string;
  /**
   * The card whose photo is the page's largest paint (the inventory's first, alone in a phone's first screen):
   * fetched first and painted as soon as it is decoded. The rest load when scrolled near.
   */
  eager?: boolean | undefined;
}

/**
 * A vehicle's first photo on a card (inventory, home, brand, similar carts, the comparison): AVIF, then
 * WebP, covering the card's frame around the photo's focal point (`.card-photo`, global.css). The same
 * markup from Astro and from the islands.
 */
export default function CardPhoto({ picture, sizes, eager = false }: Props) {
  const centred = picture.position === '50% 50%';
  return (
    <picture>
      <source type="image/avif" srcSet={picture.avif} sizes={sizes} />
      <img
        src={picture.src}
        srcSet={picture.webp}
        sizes={sizes}
        alt={picture.alt}
        width={picture.width}
        height={picture.height}
        {...(eager ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const, decoding: 'async' as const })}
        className="card-photo"
        {...(centred ? {} : { style: { objectPosition: picture.position } })}
      />
    </picture>
  );
}
