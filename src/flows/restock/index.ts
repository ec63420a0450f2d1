export * from './restock-notifications';
export * from './restock-sign-up';
export * from './restock-flows';
