/** The web kit: what the buyer portal and the seller console share in the browser. */
export {};
