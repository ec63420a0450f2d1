export * from './customer-directory';
export * from './customer-flows';
