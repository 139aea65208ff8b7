/** The spec's thanks once a flag is filed (kept apart so the dialog itself loads only when opened). */
export const FLAG_THANKS = 'Thank you for flagging. Our team will review this listing.';
