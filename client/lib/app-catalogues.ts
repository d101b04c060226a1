import { addCatalogues } from "./i18n";

/**
 * Where every catalogue is, for lib/i18n.ts's backend: the entry only knows the signed-out screens'.
 * The signed-in app imports this module, so it downloads with the app's code (theme-init.js
 * preloads both) rather than once a screen has asked for a text; a catalogue asked for sooner
 * loads it first.
 */
addCatalogues(
  import.meta.glob<{ default: Record<string, unknown> }>([
    "../../shared/i18n/*/*.json",
    "!../../shared/i18n/fr/common.json",
  ]),
);
