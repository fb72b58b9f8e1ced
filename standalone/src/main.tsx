/**
 * Standalone app entry. React (not preact) for the shell and the elements alike: the elements are defined
 * from @fiu/elements' sources with defineAll(), so the app ships one React.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configure, restoreSession, startInactivityLogout } from '@fiu/core';
import { defineAll } from '@fiu/elements';
import { tokensCss, allUiCss } from '@fiu/ui';
import { appCss } from './app.css';
import { App } from './App';

/** Styles on the document through a constructable stylesheet: no inline <style>, so a strict CSP holds. */
function adoptStyles(text: string): void {
  if ('adoptedStyleSheets' in Document.prototype && 'replaceSync' in CSSStyleSheet.prototype) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(text);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  } else {
    const style = document.createElement('style');
    style.textContent = text;
    document.head.append(style);
  }
}

// The app is served by the API server itself: same origin.
configure({ apiBase: '', mode: 'standalone' });
adoptStyles(`${tokensCss}\n${allUiCss}\n${appCss}`);
restoreSession();
// dissemination-feedback §4 "Session": one hour without a click or key press signs the user out.
startInactivityLogout({ target: document });
defineAll();

const root = document.getElementById('root');
if (!root) throw new Error('standalone: #root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
