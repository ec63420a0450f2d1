export * from './cart-adjustments';
export * from './cart-checkout';
export * from './cart-choices';
export * from './cart-entries';
export * from './cart-mock';
export * from './cart-pricing';
export * from './cart-rules';
export * from './cart-flows';
