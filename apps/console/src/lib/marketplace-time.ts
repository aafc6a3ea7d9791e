/** The marketplace's zone and its day; the display formatters live in ./format. */
export { MARKETPLACE_TIME_ZONE, formatWhen, marketplaceDay } from './format';
