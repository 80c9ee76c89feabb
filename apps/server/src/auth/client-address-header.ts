/** The header through which our middleware hands better-auth the caller's address. */
export const CLIENT_ADDRESS_HEADER = 'x-tera-client-address';
