import { useId, useRef, useState } from 'react';
import { Icon } from '../../icons/icon';
import { Button } from '../button/button';
import { FoodLabel, type FoodLabelEntry } from '../food-label/food-label';
import { Modal } from '../modal/modal';
import { QuantityStepper } from '../quantity-stepper/quantity-stepper';
import * as styles from './menu-item-card.css';
import { useCollapsibleText } from './use-collapsible-text';
import { visuallyHidden } from '../../theme/visually-hidden.css';

// spec: A§9 the description is collapsed when taller than 45 px.
/** The height, in CSS pixels, above which an item's description is collapsed. */
export const DESCRIPTION_COLLAPSE_HEIGHT = 45;

/** The item's picture, with its intrinsic size so the card keeps its shape while it loads. */
export interface MenuItemImage {
  src: string;
  /** What the picture shows; empty when the name beside it says enough. */
  alt: string;
  width: number;
  height: number;
}

/** The zoom of an item that has detail (A§2): the info icon marks it, a tap opens the dialog. */
export interface MenuItemZoom {
  /** The name of the image's button, e.g. "Enlarge the photo of Chicken biryani". */
  label: string;
  /** The name of the dialog's close button, e.g. "Close". */
  closeLabel: string;
  /** The larger picture (A§9: the app picks its quality); the card's picture when absent. */
  src?: string;
}

/** What the card offers when the cart is on: the Add button, or the count once in the cart. */
export interface MenuItemCart {
  /** How many of the item the cart holds; 0 shows the Add button. */
  quantity: number;
  /** The Add button's text, e.g. "Add". */
  addLabel: string;
  /** Called on Add (the app adds the item, or opens its modifier sheet). */
  onAdd: () => void;
  /** Called with the new count from the count control; 0 means remove (A§4). */
  onQuantityChange: (quantity: number) => void;
  decreaseLabel: string;
  increaseLabel: string;
  /** The − button's name at a count of 1, where it removes the item (e.g. "Remove"). */
  removeLabel?: string;
  /** The count control's name, e.g. "Quantity of Chicken biryani"; the item's name by default. */
  quantityLabel?: string;
  /** The highest count the control allows (the restaurant's limit); + stops there. */
  max?: number;
  /** Called when + is pressed at {@link MenuItemCart.max}, to say why it stops. */
  onMaxReached?: () => void;
}

/** Props of {@link MenuItemCard}. */
export interface MenuItemCardProps {
  name: string;
  description?: string;
  /** "Read more": shown when the description is collapsed. */
  readMoreLabel: string;
  /** "Read less": shown when it is open. */
  readLessLabel: string;
  image?: MenuItemImage;
  /** Loads the picture at once (the first cards on screen); others load lazily. */
  priority?: boolean;
  /**
   * Also fetches the picture ahead of other resources: for the one card whose picture is likely
   * the largest paint (the first); implies `priority`.
   */
  highPriority?: boolean;
  /** Set when the item has detail: its picture then opens a zoomed view. */
  zoom?: MenuItemZoom;
  /** The item's label tags with their names, e.g. `{ tag: 'spicy', name: 'Spicy' }`. */
  labels?: readonly FoodLabelEntry[];
  /** The price, formatted by the app, e.g. "AED 12.50". */
  price: string;
  /** The price before a promotion, formatted; shown struck through. */
  oldPrice?: string;
  /** Read before the struck-through price by screen readers, e.g. "Original price". */
  oldPriceLabel?: string;
  /** The cart controls; without them the card is read only (scan-and-pay menu). */
  cart?: MenuItemCart;
  /** Set when the item is sold out: its text (e.g. "Sold out") replaces the cart controls. */
  soldOutLabel?: string;
  /** The level of the item's name in the page outline (default 3, under the category's h2). */
  headingLevel?: 2 | 3 | 4;
}

/**
 * A dish on the menu (A§2): picture (zoomable when the item has detail), name, description with
 * read more / read less, label icons, price, and Add or the count control, or a sold-out badge.
 */
export function MenuItemCard({
  name,
  description,
  readMoreLabel,
  readLessLabel,
  image,
  priority = false,
  highPriority = false,
  zoom,
  labels = [],
  price,
  oldPrice,
  oldPriceLabel,
  cart,
  soldOutLabel,
  headingLevel = 3,
}: MenuItemCardProps) {
  const id = useId();
  const nameId = `${id}-name`;
  const descriptionId = `${id}-description`;
  const descriptionRef = useRef<HTMLParagraphElement>(null);
  const tall = useCollapsibleText(descriptionRef, DESCRIPTION_COLLAPSE_HEIGHT, description);
  const [expanded, setExpanded] = useState(false);
  const [zoomed, setZoomed] = useState(false);
  const soldOut = soldOutLabel !== undefined;
  const Heading = `h${String(headingLevel)}` as 'h2' | 'h3' | 'h4';

  const picture = image && (
    <img
      className={styles.image({ soldOut })}
      src={image.src}
      alt={zoom ? '' : image.alt}
      width={image.width}
      height={image.height}
      loading={priority || highPriority ? 'eager' : 'lazy'}
      fetchPriority={highPriority ? 'high' : 'auto'}
      decoding="async"
    />
  );

  let action = null;
  if (soldOut) {
    action = <span className={styles.soldOut}>{soldOutLabel}</span>;
  } else if (cart && cart.quantity > 0) {
    action = (
      <QuantityStepper
        value={cart.quantity}
        onChange={cart.onQuantityChange}
        decreaseLabel={cart.decreaseLabel}
        increaseLabel={cart.increaseLabel}
        removeLabel={cart.removeLabel}
        label={cart.quantityLabel ?? name}
        max={cart.max}
        onMaxReached={cart.onMaxReached}
        size="small"
      />
    );
  } else if (cart) {
    action = (
      <Button
        tone="secondary"
        size="small"
        iconStart="plus"
        aria-describedby={nameId}
        onClick={cart.onAdd}
      >
        {cart.addLabel}
      </Button>
    );
  }

  return (
    <article className={styles.card} aria-labelledby={nameId}>
      <div className={styles.body}>
        <Heading id={nameId} className={styles.name}>
          <bdi>{name}</bdi>
        </Heading>
        {description && (
          <div className={styles.descriptionBlock}>
            <p
              ref={descriptionRef}
              id={descriptionId}
              className={styles.description({ collapsed: tall && !expanded })}
              // A description in another script than the page keeps its own direction.
              dir="auto"
            >
              {description}
            </p>
            {tall && (
              <button
                type="button"
                className={styles.readMore}
                aria-expanded={expanded}
                aria-controls={descriptionId}
                onClick={() => {
                  setExpanded(!expanded);
                }}
              >
                {expanded ? readLessLabel : readMoreLabel}
              </button>
            )}
          </div>
        )}
        {labels.length > 0 && (
          <ul className={styles.labels}>
            {labels.map((label) => (
              <li key={label.tag}>
                <FoodLabel tag={label.tag} name={label.name} />
              </li>
            ))}
          </ul>
        )}
        <div className={styles.footer}>
          <p className={styles.prices}>
            <span className={styles.price}>{price}</span>
            {oldPrice && (
              <s className={styles.oldPrice}>
                {oldPriceLabel && <span className={visuallyHidden}>{oldPriceLabel} </span>}
                {oldPrice}
              </s>
            )}
          </p>
          {action}
        </div>
      </div>
      {image && (
        <div className={styles.media}>
          {/* spec: A§2 the zoomed item overlay, only when the item has an info icon. */}
          {zoom ? (
            <button
              type="button"
              className={styles.zoomButton}
              aria-label={zoom.label}
              aria-haspopup="dialog"
              onClick={() => {
                setZoomed(true);
              }}
            >
              {picture}
              <span className={styles.infoBadge}>
                <Icon name="info" size="small" />
              </span>
            </button>
          ) : (
            picture
          )}
        </div>
      )}
      {image && zoom && (
        <Modal
          open={zoomed}
          onClose={() => {
            setZoomed(false);
          }}
          title={name}
          closeLabel={zoom.closeLabel}
        >
          <img
            className={styles.zoomImage}
            src={zoom.src ?? image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            decoding="async"
          />
          {description && (
            <p className={styles.zoomDescription} dir="auto">
              {description}
            </p>
          )}
        </Modal>
      )}
    </article>
  );
}
