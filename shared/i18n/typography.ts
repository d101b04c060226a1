/**
 * French typography for generated text: a narrow no-break space (U+202F) before ; : ! ? and inside
 * « », where the text has a plain space or none. Addresses (https://…) and times (14:05) are left
 * as they are.
 */
const NNBSP = "\u202f";

export function frenchTypography(text: string): string {
  return text
    .split(/(https?:\/\/\S+|\d:\d)/)
    .map((part, i) =>
      i % 2 === 1
        ? part
        : part
            .replace(
              /(^|[^ \u00a0\u202f])[ \u00a0\u202f]*([;:!?])/g,
              (match, before: string, mark: string) =>
                before === "" && match === mark ? mark : `${before}${NNBSP}${mark}`,
            )
            .replace(/«[ \u00a0\u202f]*/g, `«${NNBSP}`)
            .replace(/[ \u00a0\u202f]*»/g, `${NNBSP}»`),
    )
    .join("");
}
