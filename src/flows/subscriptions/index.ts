export * from './subscription-cancellation';
export * from './subscription-checkout';
export * from './subscription-emails';
export * from './subscription-orders';
export * from './subscription-pricing';
export * from './subscription-renewals';
export * from './subscription-flows';
