import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { preloadScreen } from "./app/router";
import { currentSession, refreshSession } from "./features/auth/session";
import { loadErrorTextsOnFirstInput } from "./lib/error-catalogue";
import { i18nReady } from "./lib/i18n";

// No stylesheet here: the signed-in shell brings styles.css, the signed-out screens the smaller
// styles-public.css, and index.html styles the loading spinner shown until then.

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// "Who is signed in?" (already asked by theme-init.js) is answered while the texts load; the code
// of the screen it leads to (the login page, or the signed-in app and the page) starts downloading
// at once rather than after the first render.
void refreshSession().then(() => preloadScreen(currentSession(), window.location.pathname));

// The texts of form and API errors are left out of the first load: they come with the first press,
// key or focus, before anything the reader does can fail.
loadErrorTextsOnFirstInput(document);

// French common texts come with this file; English ones are fetched first (small requests). The first
// render is a transition, so React renders in slices and a slow phone stays responsive meanwhile.
void i18nReady.then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
);
