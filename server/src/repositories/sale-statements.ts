import { isoTimestampSql } from '../db/iso-timestamp.js';
import { preparedStatement } from '../db/prepared-statements.js';

/**
 * A new sale in one statement: its header ($1-$8 its columns), its first status change by $9, and its lines
 * ($10-$13: products, quantities, unit prices, discounts, in order). Each line is stored a microsecond after the
 * one before, so the lines read back (by time) in the order given even when written within one microsecond.
 * Answers the header as stored on each of its lines' rows, lines in the order they read back.
 */
export const CREATE_SALE = preparedStatement(
  'sale_create',
  `with header as (
    insert into sales (bill_id, sale_date, customer_id, inventory_id, shipping_address, status, adjustment,
      total_price)
    values ($1, $2, $3, $4, $5, $6, $7, $8)
    returning id, version, ${isoTimestampSql('created_at')} as created_at,
      ${isoTimestampSql('updated_at')} as updated_at, bill_id, sale_date, customer_id, shipping_address, status,
      adjustment, total_price
  ),
  first_status as (
    insert into status_changes (entity, entity_id, document, from_status, to_status, user_id)
    select 'sale', id, bill_id, null, status, $9 from header
  ),
  lines as (
    insert into sale_products (created_at, sale_id, product_id, quantity, unit_price, discount)
    select clock_timestamp() + (line.position - 1) * interval '1 microsecond', header.id, line.product_id,
      line.quantity, line.unit_price, line.discount
    from header,
      unnest($10::uuid[], $11::integer[], $12::numeric[], $13::numeric[])
        with ordinality as line (product_id, quantity, unit_price, discount, position)
    order by line.position
    returning id as line_id, product_id, quantity, unit_price, discount, created_at as line_created_at
  )
  select header.*, lines.line_id, lines.product_id, lines.quantity, lines.unit_price, lines.discount
  from header left join lines on true
  order by lines.line_created_at, lines.line_id`,
);

/** A sale's new line ($1 the sale, $2-$5 product, quantity, unit price, discount), answered as stored. */
export const ADD_SALE_LINE = preparedStatement(
  'sale_add_line',
  `insert into sale_products (created_at, sale_id, product_id, quantity, unit_price, discount)
  values (clock_timestamp(), $1, $2, $3, $4, $5)
  returning id, product_id, quantity, unit_price, discount`,
);
