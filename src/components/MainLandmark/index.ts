import { createContext } from 'react';

/**
 * Set by a page whose content has no <main> of its own (the search plugin's page); the Layout
 * wrap then puts the page content into one, so every page has exactly one main landmark.
 */
export const NeedsMainLandmark = createContext(false);
