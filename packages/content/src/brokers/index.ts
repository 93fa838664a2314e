/**
 * `@repo/content/brokers` (Node only): the brokers' folders read and checked, the schema of a
 * broker's file, and the profile types. The site's bundles never import it; they get the active
 * broker's checked profile through `#broker-profile`.
 */
export * from './load';
export * from './profile';
export { brokerFileSchema, formatIssue, parseBroker, type BrokerFile, type BrokerIssue, type BrokerParse } from './schema';
