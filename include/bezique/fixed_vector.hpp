/// @file
/// FixedVector: a vector with inline storage whose copy moves only the used prefix, so that a
/// State copy stays cheap for AI search.
#pragma once

#include <cassert>
#include <cstddef>
#include <cstring>
#include <type_traits>

namespace bezique {

/// A vector of at most @p N plain values stored inline. Copying moves only the used prefix.
/// Going past the capacity is a bug of the caller (checked by assert in debug builds).
/// @tparam T a trivially copyable element type
/// @tparam N the capacity
template <class T, std::size_t N>
class FixedVector {
  static_assert(std::is_trivially_copyable_v<T>, "FixedVector holds plain values");

 public:
  /// An empty vector.
  FixedVector() = default;
  /// Copies the used prefix of @p o.
  FixedVector(const FixedVector& o) : size_(o.size_) { std::memcpy(data_, o.data_, size_ * sizeof(T)); }
  /// Copies the used prefix of @p o.
  FixedVector& operator=(const FixedVector& o) {
    size_ = o.size_;
    std::memmove(data_, o.data_, size_ * sizeof(T));
    return *this;
  }

  /// The number of elements.
  std::size_t size() const { return size_; }
  /// The most elements it can hold.
  static constexpr std::size_t capacity() { return N; }
  /// Whether it holds no element.
  bool empty() const { return size_ == 0; }
  /// Whether it holds capacity() elements.
  bool full() const { return size_ == N; }
  /// Removes every element.
  void clear() { size_ = 0; }
  /// Appends @p v; the vector must not be full.
  void push_back(const T& v) { assert(size_ < N); data_[size_++] = v; }
  /// Removes the last element; the vector must not be empty.
  void pop_back() { assert(size_ > 0); --size_; }
  /// Sets the size to @p n (at most the capacity); new elements are left uninitialised.
  void resize(std::size_t n) { assert(n <= N); size_ = static_cast<unsigned>(n); }
  /// The last element; the vector must not be empty.
  T& back() { return data_[size_ - 1]; }
  /// The last element; the vector must not be empty.
  const T& back() const { return data_[size_ - 1]; }
  /// Element @p i (unchecked).
  T& operator[](std::size_t i) { return data_[i]; }
  /// Element @p i (unchecked).
  const T& operator[](std::size_t i) const { return data_[i]; }
  /// The first element.
  T* begin() { return data_; }
  /// Past the last element.
  T* end() { return data_ + size_; }
  /// The first element.
  const T* begin() const { return data_; }
  /// Past the last element.
  const T* end() const { return data_ + size_; }
  /// Same size and equal elements.
  bool operator==(const FixedVector& o) const {
    if (size_ != o.size_) return false;
    for (std::size_t i = 0; i < size_; ++i)
      if (!(data_[i] == o.data_[i])) return false;
    return true;
  }
  /// Not operator==.
  bool operator!=(const FixedVector& o) const { return !(*this == o); }

 private:
  unsigned size_ = 0;
  T data_[N];
};

}  // namespace bezique
