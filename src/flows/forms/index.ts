export * from './forms-flows';
export * from './submit-form';
export * from './validate-form';
export * from './form-notification-email';
