export * from './site-user-session';
export * from './contributor-invitations';
