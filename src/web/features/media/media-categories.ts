import { MEDIA_CATEGORIES, type MediaCategory } from '@common/media-rules';

export const CATEGORY_ORDER: readonly string[] = Object.keys(MEDIA_CATEGORIES);

export const categoryLabel = (category: string): string => MEDIA_CATEGORIES[category as MediaCategory] ?? category;
