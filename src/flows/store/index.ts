export * from './create-store';
export * from './import-products';
export * from './store-products';
export * from './storefront-products';
export * from './storefront-instalments';
export * from './site-snapshot';
export * from './store-url-id';
export * from './store-flows';
