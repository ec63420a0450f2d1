export * from './site-user-session';
export * from './contributor-invitations';
export * from './account-flows';
