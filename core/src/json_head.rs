//! A JSON record (a saved army, a saved game, an army file) as read: the
//! text parsed once into a document, its kind and format fields looked at
//! first, then the record itself read from that document.
//!
//! Every record type is read from the document (`&Value`) and from nothing
//! else, so each type's reader is compiled once into the browser build.
//! Reading the records straight from the text beside the document (which
//! the format check needs anyway) compiled a second reader for many of
//! them: the table's bundle was 7.4 KB gzipped larger that way.
//!
//! The document is read by [`Doc`], serde_json's reader of a `&Value` but
//! for one thing: a struct is read only from an object. serde_json's also
//! takes a struct from an array of its fields in order, which no record
//! is written as, and that second way in was compiled into every struct's
//! reader (9.4 KB gzipped of the table's bundle).

use serde::de::value::BorrowedStrDeserializer;
use serde::de::{
    DeserializeOwned, DeserializeSeed, EnumAccess, Error as _, MapAccess, SeqAccess, Unexpected,
    VariantAccess, Visitor,
};
use serde::{forward_to_deserialize_any, Deserialize, Deserializer};
use serde_json::{Error, Map, Value};

/// A parsed record, not yet read as any type.
pub(crate) struct Record(Value);

/// Why a text is not a record.
pub(crate) enum HeadError {
    /// Not JSON at all: where it stops making sense.
    NotJson { line: usize, column: usize },
    /// JSON, but not an object.
    NotAnObject { detail: String },
}

impl Record {
    pub(crate) fn parse(text: &str) -> Result<Record, HeadError> {
        let value: Value = serde_json::from_str(text).map_err(|e| HeadError::NotJson {
            line: e.line(),
            column: e.column(),
        })?;
        if !value.is_object() {
            return Err(HeadError::NotAnObject {
                detail: format!("expected a JSON object, found {}", json_kind(&value)),
            });
        }
        Ok(Record(value))
    }

    /// A text field, if it is one.
    pub(crate) fn text(&self, field: &str) -> Option<&str> {
        self.0.get(field).and_then(Value::as_str)
    }

    /// A whole-number field, if it is one.
    pub(crate) fn number(&self, field: &str) -> Option<u64> {
        self.0.get(field).and_then(Value::as_u64)
    }

    /// The value at a path of fields, if there is one.
    pub(crate) fn field(&self, path: &[&str]) -> Option<&Value> {
        path.iter().try_fold(&self.0, |value, name| value.get(name))
    }

    /// The record as a `T`.
    pub(crate) fn read<T: DeserializeOwned>(&self) -> Result<T, Error> {
        read_document(&self.0)
    }
}

/// A JSON document read as a `T`, as records are read: the one way the
/// app's pages read a parsed document, so each type's reader is in a
/// bundle once.
pub fn read_document<T: DeserializeOwned>(document: &Value) -> Result<T, Error> {
    T::deserialize(Doc(document))
}

/// What a JSON value is, in a message's words ("an array").
pub(crate) fn json_kind(value: &Value) -> &'static str {
    match value {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "an array",
        Value::Object(_) => "an object",
    }
}

/// A document (or a part of it) being read: serde_json's `&Value` reader,
/// with structs read from objects only (see the module's note). Every
/// other shape reads as serde_json reads it, with its messages.
#[derive(Clone, Copy)]
struct Doc<'de>(&'de Value);

impl<'de> Doc<'de> {
    #[cold]
    fn unexpected(self) -> Unexpected<'de> {
        match self.0 {
            Value::Null => Unexpected::Unit,
            Value::Bool(b) => Unexpected::Bool(*b),
            Value::Number(n) => match (n.as_u64(), n.as_i64(), n.as_f64()) {
                (Some(u), ..) => Unexpected::Unsigned(u),
                (None, Some(i), _) => Unexpected::Signed(i),
                (None, None, f) => Unexpected::Float(f.unwrap_or(f64::NAN)),
            },
            Value::String(s) => Unexpected::Str(s),
            Value::Array(_) => Unexpected::Seq,
            Value::Object(_) => Unexpected::Map,
        }
    }

    #[cold]
    fn invalid_type(self, expected: &dyn serde::de::Expected) -> Error {
        Error::invalid_type(self.unexpected(), expected)
    }

    /// Any number, as the type reading it takes it (each of them).
    fn number<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.0 {
            Value::Number(n) => n.deserialize_any(visitor),
            _ => Err(self.invalid_type(&visitor)),
        }
    }
}

/// The items of an array, each read as a document; an error if the reader
/// leaves some.
fn visit_array<'de, V: Visitor<'de>>(array: &'de [Value], visitor: V) -> Result<V::Value, Error> {
    let mut items = Items(array.iter());
    let read = visitor.visit_seq(&mut items)?;
    match items.0.len() {
        0 => Ok(read),
        _ => Err(Error::invalid_length(
            array.len(),
            &"fewer elements in array",
        )),
    }
}

/// The entries of an object, each value read as a document; an error if
/// the reader leaves some.
fn visit_object<'de, V: Visitor<'de>>(
    object: &'de Map<String, Value>,
    visitor: V,
) -> Result<V::Value, Error> {
    let mut entries = Entries {
        entries: object.iter(),
        value: None,
    };
    let read = visitor.visit_map(&mut entries)?;
    match entries.entries.len() {
        0 => Ok(read),
        _ => Err(Error::invalid_length(
            object.len(),
            &"fewer elements in map",
        )),
    }
}

impl<'de> Deserializer<'de> for Doc<'de> {
    type Error = Error;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.0 {
            Value::Null => visitor.visit_unit(),
            Value::Bool(b) => visitor.visit_bool(*b),
            Value::Number(n) => n.deserialize_any(visitor),
            Value::String(s) => visitor.visit_borrowed_str(s),
            Value::Array(a) => visit_array(a, visitor),
            Value::Object(o) => visit_object(o, visitor),
        }
    }

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.0 {
            Value::Null => visitor.visit_none(),
            _ => visitor.visit_some(self),
        }
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        let (variant, value) = match self.0 {
            Value::String(variant) => (variant, None),
            Value::Object(object) => {
                let mut entries = object.iter();
                match (entries.next(), entries.next()) {
                    (Some((variant, value)), None) => (variant, Some(value)),
                    _ => {
                        return Err(Error::invalid_value(
                            Unexpected::Map,
                            &"map with a single key",
                        ))
                    }
                }
            }
            _ => return Err(self.invalid_type(&"string or map")),
        };
        visitor.visit_enum(Variant { variant, value })
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        visitor: V,
    ) -> Result<V::Value, Error> {
        visitor.visit_newtype_struct(self)
    }

    fn deserialize_bool<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.0 {
            Value::Bool(b) => visitor.visit_bool(*b),
            _ => Err(self.invalid_type(&visitor)),
        }
    }

    fn deserialize_u64<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.number(visitor)
    }

    fn deserialize_u8<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.number(visitor)
    }

    fn deserialize_u16<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.number(visitor)
    }

    fn deserialize_u32<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.number(visitor)
    }

    fn deserialize_i8<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.number(visitor)
    }

    fn deserialize_i16<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.number(visitor)
    }

    fn deserialize_i32<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.number(visitor)
    }

    fn deserialize_i64<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.number(visitor)
    }

    fn deserialize_f32<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.number(visitor)
    }

    fn deserialize_f64<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.number(visitor)
    }

    fn deserialize_str<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.0 {
            Value::String(s) => visitor.visit_borrowed_str(s),
            _ => Err(self.invalid_type(&visitor)),
        }
    }

    fn deserialize_char<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_str(visitor)
    }

    fn deserialize_string<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_str(visitor)
    }

    fn deserialize_identifier<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_str(visitor)
    }

    fn deserialize_bytes<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.0 {
            Value::String(s) => visitor.visit_borrowed_str(s),
            Value::Array(a) => visit_array(a, visitor),
            _ => Err(self.invalid_type(&visitor)),
        }
    }

    fn deserialize_byte_buf<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_bytes(visitor)
    }

    fn deserialize_unit<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.0 {
            Value::Null => visitor.visit_unit(),
            _ => Err(self.invalid_type(&visitor)),
        }
    }

    fn deserialize_unit_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        visitor: V,
    ) -> Result<V::Value, Error> {
        self.deserialize_unit(visitor)
    }

    fn deserialize_seq<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.0 {
            Value::Array(a) => visit_array(a, visitor),
            _ => Err(self.invalid_type(&visitor)),
        }
    }

    fn deserialize_tuple<V: Visitor<'de>>(
        self,
        _len: usize,
        visitor: V,
    ) -> Result<V::Value, Error> {
        self.deserialize_seq(visitor)
    }

    fn deserialize_tuple_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _len: usize,
        visitor: V,
    ) -> Result<V::Value, Error> {
        self.deserialize_seq(visitor)
    }

    fn deserialize_map<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.0 {
            Value::Object(o) => visit_object(o, visitor),
            _ => Err(self.invalid_type(&visitor)),
        }
    }

    /// From an object only: the one difference from serde_json's reader.
    fn deserialize_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        self.deserialize_map(visitor)
    }

    fn deserialize_ignored_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        visitor.visit_unit()
    }

    forward_to_deserialize_any! { i128 u128 }
}

/// An array's items.
struct Items<'de>(std::slice::Iter<'de, Value>);

impl<'de> SeqAccess<'de> for Items<'de> {
    type Error = Error;

    fn next_element_seed<T: DeserializeSeed<'de>>(
        &mut self,
        seed: T,
    ) -> Result<Option<T::Value>, Error> {
        match self.0.next() {
            Some(item) => seed.deserialize(Doc(item)).map(Some),
            None => Ok(None),
        }
    }

    fn size_hint(&self) -> Option<usize> {
        Some(self.0.len())
    }
}

/// An object's entries; keys are read as text.
struct Entries<'de> {
    entries: serde_json::map::Iter<'de>,
    value: Option<&'de Value>,
}

impl<'de> MapAccess<'de> for Entries<'de> {
    type Error = Error;

    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, Error> {
        match self.entries.next() {
            Some((key, value)) => {
                self.value = Some(value);
                seed.deserialize(BorrowedStrDeserializer::new(key))
                    .map(Some)
            }
            None => Ok(None),
        }
    }

    fn next_value_seed<T: DeserializeSeed<'de>>(&mut self, seed: T) -> Result<T::Value, Error> {
        match self.value.take() {
            Some(value) => seed.deserialize(Doc(value)),
            None => Err(Error::custom("value is missing")),
        }
    }

    fn size_hint(&self) -> Option<usize> {
        Some(self.entries.len())
    }
}

/// An enum's variant: its name, and its value unless it is a unit variant
/// written as its name alone.
struct Variant<'de> {
    variant: &'de str,
    value: Option<&'de Value>,
}

impl<'de> EnumAccess<'de> for Variant<'de> {
    type Error = Error;
    type Variant = Self;

    fn variant_seed<V: DeserializeSeed<'de>>(self, seed: V) -> Result<(V::Value, Self), Error> {
        let name = seed.deserialize(BorrowedStrDeserializer::new(self.variant))?;
        Ok((name, self))
    }
}

impl<'de> VariantAccess<'de> for Variant<'de> {
    type Error = Error;

    fn unit_variant(self) -> Result<(), Error> {
        match self.value {
            Some(value) => <()>::deserialize(Doc(value)),
            None => Ok(()),
        }
    }

    fn newtype_variant_seed<T: DeserializeSeed<'de>>(self, seed: T) -> Result<T::Value, Error> {
        match self.value {
            Some(value) => seed.deserialize(Doc(value)),
            None => Err(Error::invalid_type(
                Unexpected::UnitVariant,
                &"newtype variant",
            )),
        }
    }

    fn tuple_variant<V: Visitor<'de>>(self, _len: usize, visitor: V) -> Result<V::Value, Error> {
        match self.value {
            Some(Value::Array(a)) if a.is_empty() => visitor.visit_unit(),
            Some(Value::Array(a)) => visit_array(a, visitor),
            Some(other) => Err(Doc(other).invalid_type(&"tuple variant")),
            None => Err(Error::invalid_type(
                Unexpected::UnitVariant,
                &"tuple variant",
            )),
        }
    }

    fn struct_variant<V: Visitor<'de>>(
        self,
        _fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        match self.value {
            Some(Value::Object(o)) => visit_object(o, visitor),
            Some(other) => Err(Doc(other).invalid_type(&"struct variant")),
            None => Err(Error::invalid_type(
                Unexpected::UnitVariant,
                &"struct variant",
            )),
        }
    }
}
