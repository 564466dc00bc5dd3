/** closed: nothing shows; open: the dialog; minimized: the floating HOTTIE pill. */
export type AssistantView = 'closed' | 'open' | 'minimized';
