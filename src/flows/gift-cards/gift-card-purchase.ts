/**
 * Buying a gift card (GIFT-01, GIFT-02, GAP-61): the gift card page, reached with the item id
 * and the chosen denomination, reads what it shows here, and puts the card in the visitor's
 * cart with who it is for (recipient name and email, sender, message, send date). The card
 * goes through the ordinary cart and checkout; the order issues it (gift-card-payment.ts).
 * Also the balance a visitor reads for a code before paying with it.
 */
import type { CartEntry } from '../../modules/cart';
import type { CatalogService, Product, Variant } from '../../modules/catalog';
import { addDays, GIFT_CARD_LIMITS, localDate, parseGiftCardRecipient, type GiftCardsService } from '../../modules/gift-cards';
import { ProductType } from '../../shared/enums';
import { DomainError } from '../../shared/errors';
import { moneyJson, type Currency } from '../../shared/money';
import { publishedProduct, type AddToCartInput, type CartItemPort, type CartVisitor } from '../cart';
import type { ShoppingCartEntryView, ShoppingCartView } from '../cart';
import { unitPrice } from '../cart';
import type { CheckoutGiftCardLine } from './gift-card-payment';
import type { GiftCardBalanceAnswer, GiftCardPageData as GiftCardPageDataAnswer } from '../../shared/api/gift-cards';

export interface GiftCardPurchaseDeps {
  catalog: Pick<CatalogService, 'getProduct'>;
  content: CartItemPort;
  addToCart(visitor: CartVisitor, input: AddToCartInput): Promise<{ shoppingCart: ShoppingCartView; newlyAdded: ShoppingCartEntryView | null; token: string | null }>;
  now(): number;
}

/** The visitor, plus the site's time zone: send dates are days there. */
export type GiftCardVisitor = CartVisitor & { timeZone: string };

/** A published gift card product; CART_ITEM_UNAVAILABLE or GIFT_CARD_NOT_A_GIFT_CARD otherwise. */
async function giftCardProduct(deps: GiftCardPurchaseDeps, websiteId: string, itemId: string): Promise<{ product: Product; title: string }> {
  const found = await publishedProduct(deps, websiteId, itemId);
  if (found.product.productType !== ProductType.GIFT_CARD) throw new DomainError('GIFT_CARD_NOT_A_GIFT_CARD', { itemId });
  return found;
}

/** GIFT-02: the denomination a SKU names; a single one needs no SKU; otherwise the spec's message. */
function denomination(product: Product, sku: string | null | undefined): Variant {
  const chosen = sku === null || sku === undefined || sku === '' ? (product.variants.length === 1 ? product.variants[0] : undefined) : product.variants.find((v) => v.sku === sku);
  if (chosen === undefined) throw new DomainError('CART_GIFT_CARD_DENOMINATION_REQUIRED', { itemId: product.itemId });
  return chosen;
}

/**
 * POST /api/commerce/gift-cards/cart-entry: the denomination first (GIFT-02), then the
 * recipient details, then one card into the cart through the ordinary add (its stock-free
 * rules, idempotency key and cart cookie).
 */
export async function addGiftCardToCart(
  deps: GiftCardPurchaseDeps,
  visitor: GiftCardVisitor,
  input: { itemId: string; sku?: string | null | undefined; idempotencyKey?: string | undefined } & Record<string, unknown>,
): Promise<{ shoppingCart: ShoppingCartView; newlyAdded: ShoppingCartEntryView | null; token: string | null }> {
  const { product } = await giftCardProduct(deps, visitor.websiteId, input.itemId);
  const variant = denomination(product, input.sku);
  const giftCard = parseGiftCardRecipient(input, { now: deps.now(), timeZone: visitor.timeZone });
  return deps.addToCart(visitor, { itemId: product.itemId, sku: variant.sku, quantity: 1, giftCard, idempotencyKey: input.idempotencyKey });
}

/** What the gift card page shows: the contract's answer (`src/shared/api/gift-cards.ts`). */
export type GiftCardPageData = GiftCardPageDataAnswer;

/** GET /api/commerce/gift-cards/page-data?itemId=&sku= (GIFT-01): what the gift card page shows. */
export async function giftCardPageData(deps: GiftCardPurchaseDeps, visitor: GiftCardVisitor, itemId: string, sku: string | undefined): Promise<GiftCardPageData> {
  const { product, title } = await giftCardProduct(deps, visitor.websiteId, itemId);
  const money = (amount: number) => moneyJson({ amount, currency: visitor.currency });
  const today = localDate(deps.now(), visitor.timeZone);
  return {
    item: { id: product.itemId, title },
    denominations: product.variants.map((v) => ({ variantId: v.id, sku: v.sku, attributes: { ...v.attributes }, value: money(v.price), price: money(unitPrice(v)), onSale: v.onSale })),
    selectedSku: product.variants.some((v) => v.sku === sku) ? sku! : null,
    limits: {
      maxMessageLength: GIFT_CARD_LIMITS.maxMessageLength,
      maxNameLength: GIFT_CARD_LIMITS.maxNameLength,
      earliestSendDate: today,
      latestSendDate: addDays(today, GIFT_CARD_LIMITS.maxSendDaysAhead),
    },
  };
}

/** The checkout side of a cart line: gift card lines carry the card's face value and recipient. */
export function checkoutGiftCardOf(product: Product, entry: CartEntry): { giftCard?: CheckoutGiftCardLine } {
  if (product.productType !== ProductType.GIFT_CARD) return {};
  const variant = product.variants.find((v) => v.id === entry.variantId);
  if (variant === undefined) return {};
  return { giftCard: { value: variant.price, recipient: entry.giftCard ?? null } };
}

/** POST /api/commerce/gift-cards/balance: what a code can still pay, if it can pay here at all. */
export async function giftCardBalance(
  giftCards: Pick<GiftCardsService, 'findSpendable'>,
  site: { websiteId: string; currency: Currency; testMode: boolean },
  code: string,
): Promise<GiftCardBalanceAnswer> {
  const card = await giftCards.findSpendable(site.websiteId, code, { currency: site.currency, testMode: site.testMode });
  return { balance: moneyJson({ amount: card.balance, currency: site.currency }), currency: site.currency, last4: card.last4 };
}
