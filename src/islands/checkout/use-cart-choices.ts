/**
 * The choices a buyer makes on the cart while checking out (GAP-53..GAP-55, GAP-61): where the
 * order goes (sent as the cart's shipping location while the address is typed, so the shipping
 * options and tax follow), the shipping option, discount codes, and gift cards (checked with the
 * balance call, kept in the island and sent with the order). Failures show at their field.
 */
import { useEffect, useRef, useState } from 'react';
import type { ApiFailure } from '../api-client';
import type { AddressInput } from '../components/address-input';
import { failureMessage } from '../product-form/purchase-request';
import { parseDecimal, type Currency } from '../../shared/money';
import { addCoupon, chooseShippingOption, giftCardBalance, removeCoupon, setShippingLocation } from './checkout-api';
import { locationOf, sameLocation } from './checkout-rules';
import type { AppliedGiftCard, ShippingLocation, ShoppingCart } from './checkout.types';

/** GAP-61: the most gift cards one order takes (the gift cards module's limit). */
export const MAX_GIFT_CARDS = 5;
/** How long the address rests before its location goes to the cart. */
const LOCATION_DELAY_MS = 400;

export interface CartChoicesDeps {
  cart: ShoppingCart;
  address: AddressInput;
  currency: Currency;
  giftLinesCents: number;
  updateCart: (cart: ShoppingCart) => void;
  setError: (key: string, message: string | null) => void;
  setStatus: (text: string) => void;
}

const textOf = (failure: ApiFailure) => failureMessage(failure, navigator.cookieEnabled);
const focusField = (id: string) => document.getElementById(id)?.focus();

export function useCartChoices({ cart, address, currency, giftLinesCents, updateCart, setError, setStatus }: CartChoicesDeps) {
  const [giftCards, setGiftCards] = useState<AppliedGiftCard[]>([]);
  const [busy, setBusy] = useState({ coupon: false, giftCard: false });
  const [pendingOptionId, setPendingOptionId] = useState<string | null>(null);
  const located = useRef<ShippingLocation | null>(cart.shippingLocation);
  const calls = useRef(0);

  /** Sends the address's location to the cart unless it is there already; a message when that failed. */
  const syncLocation = async (of: AddressInput): Promise<string | null> => {
    const location = locationOf(of);
    if (location === null || sameLocation(location, located.current)) return null;
    const call = ++calls.current;
    const result = await setShippingLocation(location);
    if (!result.ok) return textOf(result.failure);
    // Only the latest location counts: an earlier answer arriving late is dropped.
    if (call === calls.current) {
      located.current = location;
      updateCart(result.data.shoppingCart);
    }
    return null;
  };

  useEffect(() => {
    if (!cart.requiresShipping) return;
    const timer = window.setTimeout(() => void syncLocation(address), LOCATION_DELAY_MS);
    return () => window.clearTimeout(timer);
    // The location is the country, region and postal code; the other fields do not move it.
  }, [cart.requiresShipping, address.country, address.region, address.postalCode]);

  const chooseOption = async (optionId: string) => {
    setPendingOptionId(optionId);
    const result = await chooseShippingOption(optionId);
    setPendingOptionId(null);
    if (!result.ok) return setError('shippingOption', textOf(result.failure));
    setError('shippingOption', null);
    updateCart(result.data.shoppingCart);
  };

  const addCouponCode = async (raw: string): Promise<boolean> => {
    const code = raw.trim();
    if (code === '') {
      setError('coupon', 'Enter a discount code.');
      return false;
    }
    setBusy((b) => ({ ...b, coupon: true }));
    const result = await addCoupon(code);
    setBusy((b) => ({ ...b, coupon: false }));
    if (!result.ok) {
      setError('coupon', textOf(result.failure));
      return false;
    }
    setError('coupon', null);
    updateCart(result.data.shoppingCart);
    const added = result.data.shoppingCart.coupons.find((c) => c.code.toUpperCase() === code.toUpperCase());
    setStatus(added?.valid === false ? `${added.code}: ${added.message ?? 'This code cannot be used.'}` : `Discount code ${added?.code ?? code} applied.`);
    return true;
  };

  const removeCouponCode = async (code: string) => {
    const result = await removeCoupon(code);
    if (!result.ok) return setError('coupon', textOf(result.failure));
    setError('coupon', null);
    updateCart(result.data.shoppingCart);
    setStatus(`Discount code ${code} removed.`);
    focusField('checkout-coupon');
  };

  const addGiftCard = async (raw: string): Promise<boolean> => {
    const code = raw.trim();
    const refuse = (message: string) => {
      setError('giftCard', message);
      return false;
    };
    if (code === '') return refuse('Enter a gift card code.');
    if (giftCards.some((g) => g.code.toUpperCase() === code.toUpperCase())) return refuse('That gift card is already applied.');
    if (giftCards.length >= MAX_GIFT_CARDS) return refuse(`At most ${MAX_GIFT_CARDS} gift cards.`);
    if (cart.grandTotalCents - giftLinesCents <= 0) return refuse('A gift card cannot be used to buy another gift card.');
    setBusy((b) => ({ ...b, giftCard: true }));
    const result = await giftCardBalance(code);
    setBusy((b) => ({ ...b, giftCard: false }));
    if (!result.ok) return refuse(textOf(result.failure));
    const balanceCents = parseDecimal(result.data.balance.value, currency) ?? 0;
    if (balanceCents <= 0) return refuse('That gift card has no balance left.');
    setError('giftCard', null);
    setGiftCards((list) => [...list, { code, last4: result.data.last4, balanceCents }]);
    setStatus(`Gift card ending ${result.data.last4} applied.`);
    return true;
  };

  const removeGiftCard = (code: string) => {
    setGiftCards((list) => list.filter((g) => g.code !== code));
    setError('giftCard', null);
    setStatus('Gift card removed.');
    focusField('checkout-gift-card');
  };

  return { giftCards, busy, pendingOptionId, syncLocation, chooseOption, addCouponCode, removeCouponCode, addGiftCard, removeGiftCard };
}
