/**
 * An input's life (DESIGN §5): a contributor keeps it as a draft or submits it; a pre-approver
 * passes a submitted input on (two-level subjects); an approver approves it; either refuses it with
 * a reason, and refusing an approved input is how an approver reopens it.
 */
export const INPUT_STATES = ['draft', 'submitted', 'preapproved', 'approved', 'refused'] as const;
export type InputState = (typeof INPUT_STATES)[number];

/** What history rows record happening to an input (`retagged`: a tag migration changed its tags or their place in the tree). */
export const INPUT_ACTIONS = ['created', 'updated', 'submitted', 'preapproved', 'approved', 'refused', 'deleted', 'retagged'] as const;
export type InputAction = (typeof INPUT_ACTIONS)[number];

/**
 * Why one input of a bulk call (approve, refuse, delete) was left as it was: changed since the caller
 * saw it, not open to this action in its state, missing or out of scope, out of what the caller may
 * decide on, or entered or changed by the caller, who may not pass on or approve their own figures.
 */
export const BULK_ITEM_CODES = ['STATE_CHANGED', 'READ_ONLY', 'NOT_FOUND', 'ACCESS_DENIED', 'SELF_APPROVAL'] as const;
export type BulkItemCode = (typeof BULK_ITEM_CODES)[number];

/** Timings of spec §9 for the data-collection screens. */
export const INPUT_LIST_DEBOUNCE_MS = 500;
/** Inputs per page of a list; the grid asks for up to the largest page. */
export const INPUT_PAGE_SIZE = 50;
export const INPUT_MAX_PAGE_SIZE = 1000;
/** The most inputs one approve, refuse or delete call may carry. */
export const INPUT_BULK_LIMIT = 1000;
