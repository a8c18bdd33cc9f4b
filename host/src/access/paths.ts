/** The login and registration page. Its own module: the first-paint script reads it too. */
export const AUTHENTICATION_PATH = '/authentication';
