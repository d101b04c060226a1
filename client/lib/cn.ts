import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names and lets later Tailwind classes override earlier ones (for `className` props):
 * `cn("h-9 px-4 text-sm", "h-auto p-0")` gives "text-sm h-auto p-0". It applies tailwind-merge's
 * rules to Tailwind 4's utilities (cn.test.ts compares both on the classes the client uses) at a
 * third of its size: every page, the login page first, downloads it.
 */
export function cn(...inputs: ClassValue[]) {
  return mergeClasses(clsx(inputs));
}

const cache = new Map<string, string>();

export function mergeClasses(list: string): string {
  let merged = cache.get(list);
  if (merged === undefined) {
    merged = merge(list);
    if (cache.size > 500) cache.clear();
    cache.set(list, merged);
  }
  return merged;
}

function merge(list: string): string {
  const tokens = list.split(/\s+/).filter(Boolean);
  const taken = new Set<string>();
  const kept: string[] = [];
  // From the last class back: a class is dropped when a later one already claimed its group.
  for (let i = tokens.length - 1; i >= 0; i--) {
    const token = tokens[i];
    const { scope, base } = parse(token);
    const group = base && groupOf(base);
    if (group) {
      if (taken.has(scope + group)) continue;
      taken.add(scope + group);
      for (const other of CONFLICTS[group] ?? []) taken.add(scope + other);
    }
    kept.push(token);
  }
  return kept.reverse().join(" ");
}

/** Splits `dark:hover:-mt-1!` into its variants and important flag (the scope) and `mt-1`. */
function parse(token: string) {
  const variants: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < token.length; i++) {
    const c = token[i];
    if (c === "[" || c === "(") depth++;
    else if (c === "]" || c === ")") depth--;
    else if (c === ":" && !depth) {
      variants.push(token.slice(start, i));
      start = i + 1;
    }
  }
  let base = token.slice(start);
  const important = base.endsWith("!") || base.startsWith("!");
  if (important) base = base.endsWith("!") ? base.slice(0, -1) : base.slice(1);
  if (base.startsWith("-")) base = base.slice(1);
  // Plain variants commute (hover:focus: = focus:hover:); arbitrary ones and pseudo-elements do not.
  const scope: string[] = [];
  let run: string[] = [];
  for (const v of variants) {
    if (v[0] === "[" || ORDERED_VARIANTS.has(v)) {
      scope.push(...run.sort(), v);
      run = [];
    } else run.push(v);
  }
  return { scope: `${scope.concat(run.sort()).join(":")}${important ? "!" : ""}|`, base };
}

const list = (words: string) => words.split(" ");
const ORDERED_VARIANTS = new Set(
  list(
    "* ** after backdrop before details-content file first-letter first-line marker placeholder selection",
  ),
);

// Class groups: two classes of one group (in one scope) set the same CSS, so the later one wins.

const SIDES = list("t r b l s e x y");
const CORNERS = list("t r b l s e tl tr br bl ss se ee es");

/** Classes whose whole name says their group, as `group:class class…;…`. */
const WORDS = new Map<string, string>();
for (const entry of [
  "display:block inline-block inline flex inline-flex table flow-root grid inline-grid contents list-item hidden",
  "position:static fixed absolute relative sticky",
  "visibility:visible invisible collapse",
  "sr:sr-only not-sr-only",
  "text-overflow:truncate text-ellipsis text-clip",
  "text-decoration:underline overline line-through no-underline",
  "font-style:italic not-italic",
  "text-transform:uppercase lowercase capitalize normal-case",
  "fvn-normal:normal-nums",
  "fvn-spacing:proportional-nums tabular-nums",
  "border-collapse:border-collapse border-separate",
  "text-wrap:text-wrap text-nowrap text-balance text-pretty",
  "text-alignment:text-left text-center text-right text-justify text-start text-end",
  "break:break-normal break-words break-all break-keep",
  "shadow:shadow",
  "ring-w:ring",
  "ring-w-inset:ring-inset",
  "outline-w:outline",
  "outline-style:outline-none outline-hidden outline-solid outline-dashed outline-dotted outline-double",
  "rounded:rounded",
  "animate:animate-none animate-spin animate-ping animate-pulse animate-bounce",
  "transition:transition",
  "grow:grow",
  "shrink:shrink",
  "backdrop-blur:backdrop-blur",
  "border-w:border",
  "divide-x:divide-x",
  "divide-y:divide-y",
  "border-style:border-solid border-dashed border-dotted border-double border-hidden border-none",
  "flex-direction:flex-row flex-row-reverse flex-col flex-col-reverse",
  "flex-wrap:flex-wrap flex-wrap-reverse flex-nowrap",
  "appearance:appearance-none appearance-auto",
  ...SIDES.map((s) => `border-w-${s}:border-${s}`),
  ...CORNERS.map((c) => `rounded-${c}:rounded-${c}`),
]) {
  const [group, words] = entry.split(":");
  for (const word of list(words)) WORDS.set(word, group);
}

/** Prefixes of `prefix-value` classes whose value does not change the group: `prefix` or `prefix=group`. */
const PREFIXES = [
  ...list(
    "inset inset-x inset-y top right bottom left start end w h size min-w max-w min-h max-h gap gap-x gap-y space-x space-y z order opacity basis grow shrink flex grid-cols grid-rows col=col-start-end col-span=col-start-end col-start col-end row=row-start-end row-span=row-start-end row-start row-end justify=justify-content justify-items justify-self items=align-items self=align-self overflow overflow-x overflow-y object=object-position aspect leading tracking line-clamp align=vertical-align whitespace cursor select pointer-events list=list-style-type transition duration ease delay rotate scale scale-x scale-y translate translate-x translate-y origin=transform-origin backdrop-blur from=gradient-from via=gradient-via to=gradient-to rounded accent fill underline-offset outline-offset",
  ),
  ...CORNERS.map((c) => `rounded-${c}`),
  ...["", ...SIDES].flatMap((s) => [`p${s}`, `m${s}`]),
]
  .map((p) => p.split("=") as [string] | [string, string])
  .map(([p, group]) => [p, group ?? p] as const)
  .sort((a, b) => b[0].length - a[0].length);

const TSHIRT = /^(\d*x)?(s|m|l)$|^\d*x[sl]$|^(sm|md|lg|base)$/;
const NUMBER = /^\d+(\.\d+)?$/;
const ARBITRARY = /^\[(.+)\]$|^\((.+)\)$/;
const LENGTH =
  /^(-?\d*\.?\d+(px|r?em|%|v[hw]|[sdl]v[hw]|v(min|max)|ch|ex|cq[whib]|pt|pc|in|cm|mm)?)$|^(calc|min|max|clamp)\(/;
const FONT_WEIGHTS = list("thin extralight light normal medium semibold bold extrabold black");
const SHADOW_SIZES = list("2xs xs sm md lg xl 2xl none inner");

/** What an arbitrary value (`[…]` or `(…)`) holds: a `type:` hint decides, then its look. */
function arbitraryKind(value: string) {
  const inner = value.replace(ARBITRARY, "$1$2");
  const hint = inner.match(/^([a-z-]+):/)?.[1];
  if (hint) return hint;
  if (value[0] === "(") return "color";
  return LENGTH.test(inner) ? (NUMBER.test(inner) ? "number" : "length") : "other";
}

const isArbitrary = (value: string, kind: string) => ARBITRARY.test(value) && arbitraryKind(value) === kind;
/** Width values (`border-2`, `ring-[3px]`, bare `border`) as opposed to colours and styles. */
const isWidth = (value: string) => !value || NUMBER.test(value) || isArbitrary(value, "length");

/** Prefixes that set a width, a size, an image or a colour depending on the value. */
function ambiguous(base: string): string | null | undefined {
  const sided = base.match(/^(border|divide)(?:-([trblsexy]))?(?:-(.*))?$/);
  if (sided) {
    const [, kind, side, value = ""] = sided;
    if (kind === "divide") return side && isWidth(value) ? `divide-${side}` : "divide-color";
    if (!side && value.startsWith("spacing")) return undefined;
    return `border-${isWidth(value) ? "w" : "color"}${side ? `-${side}` : ""}`;
  }
  const dash = base.indexOf("-");
  if (dash < 0) return undefined;
  const head = base.slice(0, dash);
  const rest = base.slice(dash + 1);
  switch (head) {
    case "text":
      return TSHIRT.test(rest) || isArbitrary(rest, "length") ? "font-size" : "text-color";
    case "bg": {
      // Only colours merge; images, sizes and positions (rare in overrides) are kept as given.
      return /^(linear|radial|conic|clip|origin|blend)-|^\[(url|image|length|size|position)|^\[(linear|radial|conic)-gradient/.test(
        rest,
      )
        ? null
        : "bg-color";
    }
    case "ring":
      if (rest.startsWith("offset-")) return isWidth(rest.slice(7)) ? "ring-offset-w" : "ring-offset-color";
      return isWidth(rest) ? "ring-w" : "ring-color";
    case "shadow":
      return SHADOW_SIZES.includes(rest) || ARBITRARY.test(rest) ? "shadow" : "shadow-color";
    case "font":
      return FONT_WEIGHTS.includes(rest) || isArbitrary(rest, "number") ? "font-weight" : "font-family";
    case "outline":
      if (rest.startsWith("offset")) return undefined;
      return isWidth(rest) ? "outline-w" : "outline-color";
    case "stroke":
      return isWidth(rest) ? "stroke-w" : "stroke";
    case "decoration":
      return isWidth(rest) || rest === "auto" || rest === "from-font"
        ? "decoration-thickness"
        : "decoration-color";
    case "animate":
      return ARBITRARY.test(rest) ? "animate" : null;
    case "content":
      return ARBITRARY.test(rest) || rest === "none" ? "content" : "align-content";
  }
  return undefined;
}

function groupOf(base: string): string | null | undefined {
  if (base[0] === "[" && base.endsWith("]")) {
    const property = base.slice(1, base.indexOf(":"));
    return property && `arbitrary..${property}`;
  }
  const word = WORDS.get(base);
  if (word) return word;
  const found = ambiguous(base);
  if (found !== undefined) return found;
  for (const [p, group] of PREFIXES) {
    if (base.length > p.length + 1 && base.startsWith(p) && base[p.length] === "-") return group;
  }
  return null;
}

/** When a class of the group on the left comes later, it also overrides the groups on the right. */
const CONFLICTS: Record<string, string[]> = {};
const sided = (group: string, sides: string[]) => sides.map((s) => `${group}-${s}`);
for (const entry of [
  "overflow>overflow-x overflow-y",
  "inset>inset-x inset-y start end top right bottom left",
  "inset-x>right left",
  "inset-y>top bottom",
  "flex>basis grow shrink",
  "gap>gap-x gap-y",
  "size>w h",
  "font-size>leading",
  "fvn-normal>fvn-spacing",
  "fvn-spacing>fvn-normal",
  "line-clamp>display overflow",
  "rounded-s>rounded-ss rounded-es",
  "rounded-e>rounded-se rounded-ee",
  "rounded-t>rounded-tl rounded-tr",
  "rounded-r>rounded-tr rounded-br",
  "rounded-b>rounded-br rounded-bl",
  "rounded-l>rounded-tl rounded-bl",
  "translate>translate-x translate-y",
  "scale>scale-x scale-y",
  `rounded>${sided("rounded", CORNERS).join(" ")}`,
  ...["p", "m"].flatMap((g) => [
    `${g}>${list("x y s e t r b l")
      .map((s) => g + s)
      .join(" ")}`,
    `${g}x>${g}r ${g}l`,
    `${g}y>${g}t ${g}b`,
  ]),
  ...["border-w", "border-color"].flatMap((g) => [
    `${g}>${sided(g, SIDES).join(" ")}`,
    `${g}-x>${g}-r ${g}-l`,
    `${g}-y>${g}-t ${g}-b`,
  ]),
]) {
  const [group, others] = entry.split(">");
  CONFLICTS[group] = list(others);
}
