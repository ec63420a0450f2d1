export * from './gift-card-email';
export * from './gift-card-issue';
export * from './gift-card-payment';
export * from './gift-card-purchase';
export * from './gift-card-refund';
export * from './gift-card-flows';
