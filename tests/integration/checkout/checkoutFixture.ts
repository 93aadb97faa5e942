// The fixture lives in tests/support (the checkout bench uses it too); this path stays for the order tests.
export * from '../../support/checkoutFixture';
