/** The shipping address book the payment page embeds: `<ShippingAddressBook selectedId onSelect />`. */
export { ShippingAddressBook } from './ShippingAddressBook';
