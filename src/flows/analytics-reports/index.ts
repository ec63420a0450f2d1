export * from './analytics-report-flows';
export * from './report-range';
