/**
 * Site users signing up, in and out, with their carts (USER-04, USER-06, CART-15, GAP-60,
 * GAP-65). Signing up or in merges the visitor's anonymous cart into the user's cart: the
 * same variant with the same answers summed, capped by stock (for goods that count it), by
 * the service rule and by 9999; lines the user's cart cannot hold are dropped, never refused.
 * Signing out with cloneCart leaves the anonymous visitor a copy of the user's cart.
 */
import { CART_LIMITS, type Cart, type CartService, type MergeOutcome } from '../../modules/cart';
import type { CatalogService } from '../../modules/catalog';
import type { InventoryService } from '../../modules/inventory';
import type { NewSiteUserSession, SignInInput, SignUpInput, SiteUsersService } from '../../modules/site-users';
import type { StoreSettingsService } from '../../modules/store-settings';
import { ProductType } from '../../shared/enums';
import { assertSoldInCart, countsStock } from '../cart';

export interface SiteUserSessionDeps {
  siteUsers: Pick<SiteUsersService, 'signUp' | 'signIn' | 'signOut'>;
  cart: Pick<CartService, 'findOpenCart' | 'mergeIntoUserCart' | 'cloneUserCart'>;
  catalog: Pick<CatalogService, 'getProduct'>;
  inventory: Pick<InventoryService, 'getStock'>;
  storeSettings: Pick<StoreSettingsService, 'getStoreSettings'>;
}

/** The request's site and the token of the visitor's anonymous cart cookie. */
export interface AnonymousVisitor {
  websiteId: string;
  token: string | null;
}

export interface SignedIn {
  session: NewSiteUserSession;
  /** What became of the anonymous cart (null when the visitor had none). */
  merge: MergeOutcome | null;
}

function soldInCart(product: Parameters<typeof assertSoldInCart>[0]): boolean {
  try {
    assertSoldInCart(product);
    return true;
  } catch {
    return false;
  }
}

/**
 * Per variant of `cart`: the most units a cart may hold of it now. Products gone, variants
 * gone and products no longer sold in carts get no limit, so their lines are not merged.
 */
async function mergeLimits(deps: SiteUserSessionDeps, websiteId: string, cart: Cart): Promise<Map<string, number>> {
  const limits = new Map<string, number>();
  const settings = await deps.storeSettings.getStoreSettings(websiteId);
  for (const itemId of new Set(cart.entries.map((e) => e.itemId))) {
    const product = await deps.catalog.getProduct(websiteId, itemId);
    if (product === null || !soldInCart(product)) continue;
    const wanted = new Set(cart.entries.filter((e) => e.itemId === itemId).map((e) => e.variantId));
    const variants = product.variants.filter((v) => wanted.has(v.id));
    const levels = await deps.inventory.getStock(websiteId, variants.map((v) => v.id));
    variants.forEach((variant, i) => {
      const level = levels[i]!;
      let limit: number = CART_LIMITS.maxQuantity;
      if (countsStock(product.productType) && !level.unlimited) limit = Math.min(limit, level.qtyInStock);
      if (product.productType === ProductType.SERVICE && !settings.multipleQuantityAllowedForServices) limit = Math.min(limit, 1);
      limits.set(variant.id, limit);
    });
  }
  return limits;
}

/** Merges the visitor's anonymous cart into the site user's; null when there was none. */
async function mergeAnonymousCart(deps: SiteUserSessionDeps, visitor: AnonymousVisitor, siteUserId: string): Promise<MergeOutcome | null> {
  if (visitor.token === null) return null;
  const anonymous = await deps.cart.findOpenCart(visitor.websiteId, visitor.token);
  if (anonymous === null) return null;
  const limits = await mergeLimits(deps, visitor.websiteId, anonymous);
  return deps.cart.mergeIntoUserCart(visitor.websiteId, visitor.token, siteUserId, limits);
}

/** POST /api/site-users/account (GAP-65): a new customer account, signed in, with the visitor's cart. */
export async function signUpSiteUser(deps: SiteUserSessionDeps, visitor: AnonymousVisitor, input: SignUpInput): Promise<SignedIn> {
  const session = await deps.siteUsers.signUp(visitor.websiteId, input);
  return { session, merge: await mergeAnonymousCart(deps, visitor, session.siteUser.id) };
}

/** POST /api/site-users/account/session (USER-04): signs in and merges the anonymous cart (CART-15). */
export async function signInSiteUser(deps: SiteUserSessionDeps, visitor: AnonymousVisitor, input: SignInInput): Promise<SignedIn> {
  const session = await deps.siteUsers.signIn(visitor.websiteId, input);
  return { session, merge: await mergeAnonymousCart(deps, visitor, session.siteUser.id) };
}

/**
 * DELETE /api/site-users/account/session?cloneCart= (USER-06): ends the session. With
 * cloneCart, returns the token of a new anonymous cart holding a copy of the user's lines
 * (null when the user's cart is empty); the user's own cart stays for their next sign-in.
 */
export async function signOutSiteUser(
  deps: SiteUserSessionDeps,
  session: { websiteId: string; token: string; siteUserId: string },
  options: { cloneCart: boolean },
): Promise<{ cartToken: string | null }> {
  const copy = options.cloneCart ? await deps.cart.cloneUserCart(session.websiteId, session.siteUserId) : null;
  await deps.siteUsers.signOut(session.websiteId, session.token);
  return { cartToken: copy?.token ?? null };
}
