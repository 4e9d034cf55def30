// Public surface of the opening-hours rules (implementation in progress).
export {};
