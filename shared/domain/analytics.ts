/** The longest period an analytics request may cover, in days (a year, leap day included). */
export const MAX_ANALYTICS_DAYS = 366;
