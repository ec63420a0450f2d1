export * from './download-links';
export * from './download-flows';
