// The mocha globals web-test-runner provides in the browser (no @types/mocha in this project).
declare function describe(title: string, body: () => void): void;
declare function it(title: string, body: () => void | Promise<void>): void;
declare function beforeEach(body: () => void | Promise<void>): void;
declare function afterEach(body: () => void | Promise<void>): void;
