/** Two hands shaking: partnership, trust, a deal. */
export default 'M11 17l2 2a1 1 0 1 0 3-3M14 14l2.5 2.5a1 1 0 1 0 3-3l-3.9-3.9a3 3 0 0 0-4.2 0l-.9.9a1 1 0 1 1-3-3l2.8-2.8a5 5 0 0 1 5.7-1L21 5M21 3 22 14h-2M3 3 2 14l6.5 6.5a1 1 0 1 0 3-3M3 4h8';
