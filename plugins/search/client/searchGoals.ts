/**
 * Search analytics for writers: a search that ended without an answer is reported to Yandex
 * Metrika as a goal with the query, so writers see what readers look for and do not find.
 *  - «search-no-results»: the search box closed while it showed «Ничего не найдено»;
 *  - «search-abandoned»: the search box closed with results the visitor did not choose.
 * One search is what happens between the first character typed and the box closing (focus
 * leaving it, Escape, the page hidden); a result chosen (click, Enter, the «all results» link)
 * ends it without a goal. Only the last query counts, so typing «сертификат» letter by letter
 * sends nothing for «с», «се»… Pure: the search bar wrapper feeds it events and sends the goal.
 */

export const SEARCH_GOALS = {
  noResults: 'search-no-results',
  abandoned: 'search-abandoned',
} as const;

export type SearchGoal = (typeof SEARCH_GOALS)[keyof typeof SEARCH_GOALS];

/** Metrika's parameter values stay short: the query is cut to this many characters. */
export const MAX_QUERY_LENGTH = 100;

/** The query as reported: trimmed, inner whitespace collapsed, at most 100 characters. */
export function reportedQuery(query: string): string {
  return Array.from(query.trim().replace(/\s+/g, ' ')).slice(0, MAX_QUERY_LENGTH).join('');
}

/** What the dropdown shows for the current query. */
export type ShownResults = 'pending' | 'none' | 'some';

export interface GoalEvent {
  goal: SearchGoal;
  params: { query: string };
}

/** The goal for a search that ended, if any. */
export function goalForEndedSearch(
  query: string,
  shown: ShownResults,
  chosen: boolean,
): GoalEvent | null {
  const reported = reportedQuery(query);
  if (chosen || reported === '' || shown === 'pending') return null;
  return {
    goal: shown === 'none' ? SEARCH_GOALS.noResults : SEARCH_GOALS.abandoned,
    params: { query: reported },
  };
}

/** Follows one search box; `send` gets each goal once, when its search ends. */
export class SearchGoalTracker {
  private query = '';
  private shown: ShownResults = 'pending';
  private chosen = false;

  constructor(private readonly send: (event: GoalEvent) => void) {}

  /** The query typed and what the dropdown shows for it (called on every change). */
  update(query: string, shown: ShownResults): void {
    if (query.trim() === '') {
      // A cleared box starts over: nothing was searched yet.
      this.query = '';
      this.shown = 'pending';
      this.chosen = false;
      return;
    }
    this.query = query;
    this.shown = shown;
  }

  /** A result, or the «all results» link, was chosen. */
  choose(): void {
    this.chosen = true;
  }

  /** The search box closed: report the search if it ended without an answer, then start over. */
  end(): void {
    const event = goalForEndedSearch(this.query, this.shown, this.chosen);
    this.query = '';
    this.shown = 'pending';
    this.chosen = false;
    if (event) this.send(event);
  }
}
